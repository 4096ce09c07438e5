import { beforeAll, describe, expect, it } from 'vitest'
import { ESLint, type Linter } from 'eslint'
import { fileURLToPath } from 'node:url'

/**
 * The import boundaries (docs/architecture.md#boundaries) are zones over resolved paths plus a cycle
 * rule. Each sample is linted in memory as if it were a file at `filePath`; the files it imports are the
 * repository's own, so an alias or a relative path resolves as it would in real code.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint
// The first lint loads the resolver and reads the files the samples import: slow on a loaded machine.
const LINT_TIMEOUT = 180_000

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
}

const importing = (spec: string) => `import * as imported from '${spec}'\nexport const used = imported\n`
const errorsOf = (messages: Linter.LintMessage[], rule: string) =>
  messages.filter((m) => m.ruleId === rule && m.severity === 2)

describe('zones: imports a part may not make fail lint', () => {
  const forbidden: Array<[string, string, string]> = [
    ['a feature importing the worker handlers', 'src/features/clinic/lib/sample.ts', '@sw/handlers/auth'],
    ['sw/ importing the test setup', 'sw/handlers/sample.ts', '../../tests/setup/api-harness'],
    ['sw/ importing a UI component by a relative path', 'sw/handlers/sample.ts', '../../src/components/ui/button'],
    [
      'one feature importing another by a relative path',
      'src/features/clinic/lib/sample.ts',
      '../../inventory/api/products',
    ],
    [
      'one feature importing another by the alias',
      'src/features/clinic/lib/sample.ts',
      '@/features/inventory/api/products',
    ],
    ['src/components importing the app', 'src/components/layout/sample.tsx', '@/app/service-worker'],
    ['src/lib importing a component', 'src/lib/sample.ts', '@/components/ui/button'],
    ['src/shared importing src/lib', 'src/shared/sample.ts', '@/lib/session'],
    ['the seeds importing the worker', 'seeds/sample.ts', '@sw/auth/accounts'],
    ['the server importing the worker', 'server/src/sample.ts', '../../sw/router/dispatch'],
    ['the server importing the UI', 'server/src/sample.ts', '@/lib/session'],
    ['the query worker importing src/lib', 'workers/sample.ts', '@/lib/session'],
    ['a route importing the app', 'src/routes/sample.tsx', '@/app/service-worker'],
    ['shipped code importing a test helper', 'sw/handlers/clinic/sample.ts', '../../../tests/setup/clinic-world'],
  ]
  it.each(forbidden)(
    '%s',
    async (_name, filePath, spec) => {
      const errors = errorsOf(await lint(filePath, importing(spec)), 'import-x/no-restricted-paths')
      expect(errors, `${filePath} -> ${spec}`).toHaveLength(1)
      expect(errors[0]!.message).toContain('docs/architecture.md#boundaries')
    },
    LINT_TIMEOUT,
  )
})

describe('zones: allowed imports pass', () => {
  const allowed: Array<[string, string, string]> = [
    ['a feature importing its own code', 'src/features/clinic/lib/sample.ts', '../api/keys'],
    ['a feature importing components', 'src/features/clinic/lib/sample.ts', '@/components/ui/button'],
    ['a feature importing lib', 'src/features/clinic/lib/sample.ts', '@/lib/session'],
    ['a feature importing shared', 'src/features/clinic/lib/sample.ts', '@/shared/access'],
    ['a route importing a feature', 'src/routes/sample.tsx', '@/features/clinic/lib/search'],
    ["the app importing the query worker's interface", 'src/app/sample.ts', '@workers/query-api'],
    ['components importing lib', 'src/components/layout/sample.tsx', '@/lib/sw-update'],
    ['sw/ importing shared', 'sw/handlers/sample.ts', '@/shared/access'],
    ['sw/ importing the query engine', 'sw/runtime/sample.ts', '@workers/query-engine'],
    ['sw/ importing the seeds', 'sw/runtime/sample.ts', '@seeds/index'],
    ['the server importing shared', 'server/src/sample.ts', '@/shared/access'],
    ['the server importing the seeds', 'server/src/sample.ts', '@seeds/index'],
    ['a test importing the test setup', 'sw/handlers/sample.test.ts', '../../tests/setup/api-harness'],
  ]
  it.each(allowed)(
    '%s',
    async (_name, filePath, spec) => {
      const messages = await lint(filePath, importing(spec))
      expect(
        messages.filter((m) => m.ruleId?.startsWith('import-x/')),
        `${filePath} -> ${spec}`,
      ).toEqual([])
    },
    LINT_TIMEOUT,
  )
})

describe('cycles', () => {
  it(
    'fails a new import cycle: session.ts importing use-session.ts, which imports session.ts',
    async () => {
      const errors = errorsOf(await lint('src/lib/session.ts', importing('./use-session')), 'import-x/no-cycle')
      expect(errors).toHaveLength(1)
    },
    LINT_TIMEOUT,
  )

  it(
    'passes the same file without the import that closes the cycle',
    async () => {
      const errors = errorsOf(await lint('src/lib/session.ts', importing('./greeting')), 'import-x/no-cycle')
      expect(errors).toEqual([])
    },
    LINT_TIMEOUT,
  )
})

describe("Ark's menu only through src/components/ui/menu.tsx", () => {
  const restricted = (messages: Linter.LintMessage[]) => errorsOf(messages, 'no-restricted-imports')
  it(
    "fails '@ark-ui/react/menu', or Ark's Menu from the package root, anywhere else",
    async () => {
      const direct = restricted(
        await lint('src/features/mailbox/components/sample.tsx', importing('@ark-ui/react/menu')),
      )
      expect(direct).toHaveLength(1)
      expect(direct[0]!.message).toContain('@/components/ui/menu')
      const root = "import { Menu } from '@ark-ui/react'\nexport const used = Menu\n"
      expect(restricted(await lint('src/components/layout/sample.tsx', root))).toHaveLength(1)
    },
    LINT_TIMEOUT,
  )

  it(
    'passes it in the wrapper itself',
    async () => {
      expect(restricted(await lint('src/components/ui/menu.tsx', importing('@ark-ui/react/menu')))).toEqual([])
    },
    LINT_TIMEOUT,
  )
})
