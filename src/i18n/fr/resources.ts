// Messages for the 'resources' area, locale 'fr'. See README "Translating".
export default {};
