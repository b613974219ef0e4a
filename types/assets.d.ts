/** CSS Modules: class names are generated with the remote's name in them (see @classroom/shared/build). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** A font file as webpack's asset/resource gives it: its URL (mfe-exam/webpack.config.cjs). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
