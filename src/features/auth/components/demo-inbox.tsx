import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api/client'
import { readDemoInbox, type DemoMail } from '../api/demo-inbox'
import { alertClass } from './auth-card'

type State = { kind: 'idle' | 'reading' | 'wrong' | 'failed' } | { kind: 'read'; mails: DemoMail[] }

/**
 * Where the demo delivers the code: the account's own mailbox, which only the person who knows its password
 * may read (an unverified account cannot sign in to open the Mailbox app). Shows the subjects, which carry
 * the code.
 */
export function DemoInbox({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  const [password, setPassword] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const passwordId = useId()

  const read = async () => {
    setState({ kind: 'reading' })
    try {
      setState({ kind: 'read', mails: (await readDemoInbox(email, password)).mails })
    } catch (error) {
      setState({ kind: error instanceof ApiError && error.status === 404 ? 'wrong' : 'failed' })
    }
  }

  return (
    <form
      noValidate
      aria-label={t('verify.demoMails', { email })}
      onSubmit={(e) => {
        e.preventDefault()
        void read()
      }}
      className={css({
        display: 'flex',
        flexDir: 'column',
        gap: '2',
        mt: '6',
        pt: '4',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        fontSize: 'sm',
      })}
    >
      <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{t('verify.demoHint')}</p>
      <label htmlFor={passwordId} className={css({ fontWeight: 'medium' })}>
        {t('verify.demoPassword')}
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!password || state.kind === 'reading'}>
          {state.kind === 'reading' ? <Spinner /> : null}
          {t('verify.demoOpen')}
        </Button>
      </div>
      {state.kind === 'wrong' || state.kind === 'failed' ? (
        <p role="alert" className={alertClass('danger')} style={{ marginBottom: 0 }}>
          {t(state.kind === 'wrong' ? 'verify.demoWrong' : 'verify.demoFailed')}
        </p>
      ) : null}
      {state.kind === 'read' ? (
        state.mails.length ? (
          <ul
            aria-label={t('verify.demoMails', { email })}
            className={css({ display: 'flex', flexDir: 'column', gap: '1' })}
          >
            {state.mails.map((m) => (
              <li
                key={m.id}
                className={css({ bg: 'bg.muted', borderRadius: 'md', px: '3', py: '2', overflowWrap: 'anywhere' })}
              >
                {m.subject}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('verify.demoEmpty')}</p>
        )
      ) : null}
    </form>
  )
}
