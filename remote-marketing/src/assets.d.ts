/** Images imported by the bundler (build/rspack.ts `asset` rule): the module is the file's URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
