// The module landing-sample-plugin.ts makes at build time: a default export, as a Vite virtual
// module's JSON is written.
declare module 'virtual:landing-sample' {
  import type { LandingSample } from './landing-sample';

  const sample: LandingSample;
  // eslint-disable-next-line import-x/no-default-export -- the shape the plugin writes
  export default sample;
}
