// Messages for the 'resources' area, locale 'en'. See README "Translating".
export default {};
