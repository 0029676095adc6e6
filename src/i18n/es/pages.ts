// Messages for the 'pages' area, locale 'es'. See README "Translating".
export default {};
