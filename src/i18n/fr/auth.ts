// Messages for the 'auth' area, locale 'fr'. See README "Translating".
export default {};
