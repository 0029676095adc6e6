// Messages for the 'auth' area, locale 'es'. See README "Translating".
export default {};
