// react-admin's own messages in Spanish (ra.*). See README "Translating".
export default {};
