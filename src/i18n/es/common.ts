// Messages for the 'common' area, locale 'es'. See README "Translating".
export default {};
