// Messages for the 'resources' area, locale 'es'. See README "Translating".
export default {};
