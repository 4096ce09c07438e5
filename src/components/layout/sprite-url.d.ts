declare module 'virtual:icon-sprite' {
  const url: string
  export default url
}
