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
