// Messages for the 'pages' area, locale 'fr'. See README "Translating".
export default {};
