import { seedRows } from '@/shared/db/mutate'
import type { FileItem, ItemType } from '@/shared/schemas/file-manager'
import type { Seeder } from './types'

type Draft = { name: string; type: ItemType; kb?: number; in?: string; description?: string }

/** 21 items: at the root 3 folders and 13 files; Personal holds a subfolder and a file; every other folder one file. */
const ITEMS: Draft[] = [
  { name: 'Personal', type: 'folder', description: 'Personal documents, kept apart from work.' },
  { name: 'Photos', type: 'folder', description: 'Pictures from events and trips.' },
  { name: 'Work', type: 'folder', description: 'Contracts, reports and everything else from the office.' },
  { name: 'Contract #123', type: 'PDF', kb: 1_433, description: 'Signed service agreement with the cleaning company.' },
  { name: 'Estimated budget', type: 'XLS', kb: 112, description: 'Budget estimate for the next two quarters.' },
  { name: 'DMCA notice #42', type: 'DOC', kb: 48 },
  { name: 'Invoices', type: 'PDF', kb: 3_264, description: "All of last year's invoices in one file." },
  { name: 'Crash logs', type: 'TXT', kb: 645 },
  { name: 'System logs', type: 'TXT', kb: 2_310, description: 'Server logs of the last maintenance window.' },
  { name: 'Personal projects', type: 'DOC', kb: 86 },
  { name: 'Biometric portrait', type: 'JPG', kb: 4_180, description: 'Portrait for the new staff card.' },
  { name: 'Scanned image 20201012-1', type: 'JPG', kb: 1_120 },
  { name: 'Scanned image 20201012-2', type: 'JPG', kb: 1_240 },
  { name: 'Prices', type: 'XLS', kb: 64, description: 'Price list of services for the front desk.' },
  { name: 'Shopping list', type: 'DOC', kb: 22 },
  { name: 'Meeting notes', type: 'DOC', kb: 35, description: 'Notes of the monthly staff meeting.' },
  { name: 'A personal folder', type: 'folder', in: 'Personal', description: 'Things to sort out later.' },
  { name: 'Tax return 2023', type: 'PDF', kb: 820, in: 'Personal' },
  { name: 'Holiday in Lisbon', type: 'JPG', kb: 5_400, in: 'Photos' },
  {
    name: 'Quarterly report',
    type: 'XLS',
    kb: 310,
    in: 'Work',
    description: 'Figures of the last quarter for the board.',
  },
  { name: 'Old letters', type: 'TXT', kb: 12, in: 'A personal folder' },
]

export function formatSize(kb: number): string {
  return kb >= 1024 ? `${(kb / 1024).toFixed(1).replace(/\.0$/, '')} MB` : `${kb} KB`
}

export const fileManagerSeeder: Seeder = {
  name: 'file-manager',
  tables: ['files'],
  async run(db, { faker, now }) {
    const ids = new Map(ITEMS.map((d) => [d.name, faker.string.uuid()]))
    const parentOf = new Map(ITEMS.map((d) => [d.name, d.in ?? null]))
    const isUnder = (name: string, folder: string): boolean => {
      const parent = parentOf.get(name)
      return parent === folder || (parent ? isUnder(parent, folder) : false)
    }
    const files = ITEMS.filter((d) => d.type !== 'folder')
    const people = Array.from({ length: 4 }, () => faker.person.fullName())
    const rows: FileItem[] = ITEMS.map((d) => {
      const created = faker.date.past({ years: 2, refDate: now })
      const modified = faker.date.between({ from: created, to: now })
      const inside = files.filter((f) => isUnder(f.name, d.name))
      const kb = d.type === 'folder' ? inside.reduce((s, f) => s + (f.kb ?? 0), 0) : (d.kb ?? 1)
      return {
        id: ids.get(d.name)!,
        folderId: d.in ? ids.get(d.in)! : null,
        name: d.name,
        createdBy: faker.helpers.arrayElement(people),
        createdAt: created.toISOString(),
        modifiedAt: modified.toISOString(),
        size: formatSize(kb),
        type: d.type,
        contents: d.type === 'folder' ? `${inside.length} ${inside.length === 1 ? 'file' : 'files'}` : null,
        description: d.description ?? null,
      }
    })
    await seedRows(db, 'files', rows)
  },
}
