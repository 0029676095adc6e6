// Messages for the 'pages' area, locale 'en'. See README "Translating".
export default {};
