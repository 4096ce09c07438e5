import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { fileManagerSeeder } from '@seeds/file-manager'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, fileManagerSeeder] })
})

type Item = { id: string; name: string; type: string; folderId: string | null; contents: string | null }
const list = async (folderId?: string) =>
  (await h.call('GET', 'api/apps/file-manager', { query: folderId === undefined ? {} : { folderId } })).body as {
    folders: Item[]
    files: Item[]
    path: Item[]
  }

describe('api/apps/file-manager', () => {
  it('lists the root: 3 folders and 13 files, each sorted by name, with an empty path', async () => {
    const root = await list()
    expect(root.folders.map((f) => f.name)).toEqual(['Personal', 'Photos', 'Work'])
    expect(root.files).toHaveLength(13)
    expect(root.files.map((f) => f.name)).toEqual([...root.files.map((f) => f.name)].sort((a, b) => a.localeCompare(b)))
    const count = (t: string) => root.files.filter((f) => f.type === t).length
    expect([count('DOC'), count('JPG'), count('PDF'), count('XLS'), count('TXT')]).toEqual([4, 3, 2, 2, 2])
    expect(root.path).toEqual([])
    expect(Object.keys(root.files[0]!).sort()).toEqual([
      'contents',
      'createdAt',
      'createdBy',
      'description',
      'folderId',
      'id',
      'modifiedAt',
      'name',
      'size',
      'type',
    ])
    expect(await h.db.table('files').count()).toBe(21)
    expect(await list('null')).toEqual(root)
    expect(await list('')).toEqual(root)
  })

  it('lists a nested folder with the path from the root down to it', async () => {
    const personal = (await list()).folders[0]!
    expect(personal.contents).toBe('2 files')
    const inPersonal = await list(personal.id)
    expect(inPersonal.folders.map((f) => f.name)).toEqual(['A personal folder'])
    expect(inPersonal.files.map((f) => f.name)).toEqual(['Tax return 2023'])
    expect(inPersonal.path.map((f) => f.name)).toEqual(['Personal'])
    const deeper = await list(inPersonal.folders[0]!.id)
    expect(deeper.path.map((f) => f.name)).toEqual(['Personal', 'A personal folder'])
    expect(deeper.files.map((f) => f.name)).toEqual(['Old letters'])
    expect(deeper.folders).toEqual([])
  })

  it('answers 404 for an unknown folder or a file id', async () => {
    const res = await h.call('GET', 'api/apps/file-manager', { query: { folderId: 'nope' } })
    expect(res).toMatchObject({ status: 404, body: { id: 'nope' } })
    const file = (await list()).files[0]!
    expect((await h.call('GET', 'api/apps/file-manager', { query: { folderId: file.id } })).status).toBe(404)
  })
})
