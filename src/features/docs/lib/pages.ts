type Load = () => Promise<string>

export interface DocsGuide {
  section: 'getting-started' | 'development'
  page: string
  /** Key under `docs:guides` of the guide's name in the menu. */
  name: string
  load: Load
}

const raw = (m: { default: string }) => m.default

/** The developer guides at `/docs/guides/<section>/<page>`, in menu order; each loads its Markdown on demand. */
export const DOCS_GUIDES: DocsGuide[] = [
  {
    section: 'getting-started',
    page: 'introduction',
    name: 'introduction',
    load: () => import('../content/getting-started-introduction.md?raw').then(raw),
  },
  {
    section: 'getting-started',
    page: 'installation',
    name: 'installation',
    load: () => import('../content/getting-started-installation.md?raw').then(raw),
  },
  {
    section: 'development',
    page: 'testing',
    name: 'testing',
    load: () => import('../content/development-testing.md?raw').then(raw),
  },
  {
    section: 'development',
    page: 'offline-and-sync',
    name: 'offlineAndSync',
    load: () => import('../content/development-offline-and-sync.md?raw').then(raw),
  },
]

export const DOCS_SECTIONS = ['getting-started', 'development'] as const

export const loadChangelog: Load = () => import('../content/changelog.md?raw').then(raw)

export const findGuide = (section: string, page: string) =>
  DOCS_GUIDES.find((g) => g.section === section && g.page === page)
