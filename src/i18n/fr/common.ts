// Messages for the 'common' area, locale 'fr'. See README "Translating".
export default {};
