// Messages for the 'widgets' area, locale 'fr'. See README "Translating".
export default {};
