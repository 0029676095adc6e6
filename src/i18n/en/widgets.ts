// Messages for the 'widgets' area, locale 'en'. See README "Translating".
export default {};
