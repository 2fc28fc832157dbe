// The page texts of one language, made at build by web/split-texts.ts.
declare module 'virtual:texts/*' {
  const texts: import('../../src/kernel/i18n.js').Catalog;
  export default texts;
}
