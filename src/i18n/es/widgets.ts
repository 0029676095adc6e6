// Messages for the 'widgets' area, locale 'es'. See README "Translating".
export default {};
