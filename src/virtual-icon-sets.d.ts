// Modules made at build time by scripts/icon-sets.ts from the icon packages.
declare module 'virtual:icon-set/*' {
  const set: {
    width: number
    height: number
    source: { name: string; author: string; license: string }
    icons: Record<string, string | [body: string, width: number, height: number]>
  }
  export default set
}

declare module 'virtual:icon-names' {
  const names: Record<import('@/shared/constants/dashboards').IconSetName, string[]>
  export default names
}
