// Messages for the 'auth' area, locale 'en'. See README "Translating".
export default {};
