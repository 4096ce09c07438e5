import { useState } from 'react'
import { conflictFields, conflictRow, mergeValues, type Side } from '@/lib/api/conflict'

interface Options<Row, Values> {
  /** The version of the row the form opened with. */
  version: number | undefined
  /** The form's values for a row as stored. */
  valuesOf: (row: Row) => Values
  /** The form's `reset`. */
  reset: (values: Values, options?: { keepDefaultValues?: boolean }) => void
  /** Saves the values on top of the version given. */
  save: (values: Values, version: number | undefined) => unknown
}

/**
 * The edit of a versioned row (a contact, a product, a note): the version the edit builds on, and the
 * conflict when a save answers 409 because another tab or device saved first, with the conflict dialog's
 * three ways out: take theirs, keep mine, or merge field by field.
 */
export function useVersionedEdit<Row extends { version?: number }, Values extends object>({
  version,
  valuesOf,
  reset,
  save,
}: Options<Row, Values>) {
  // A save of an older version than stored comes back as a conflict.
  const [base, setBase] = useState(version)
  const [conflict, setConflict] = useState<{ current: Row; mine: Values } | null>(null)
  const theirs = conflict ? valuesOf(conflict.current) : undefined

  // Mine, on top of what is stored now; kept unsaved (the form's defaults stay) until the save lands.
  const saveOnTheirs = (values: Values) => {
    const at = conflict!.current.version
    setBase(at)
    setConflict(null)
    reset(values, { keepDefaultValues: true })
    return save(values, at)
  }

  return {
    base,
    setBase,
    /** Whether `error` refused a stale version; if so the conflict dialog opens with `mine` and theirs. */
    caught(error: unknown, mine: Values): boolean {
      const current = conflictRow<Row>(error)
      if (current) setConflict({ current, mine })
      return current !== undefined
    },
    /** The conflict dialog's props: the differing fields as `show` describes them, named by `labelOf`. */
    dialog<Shown extends object>(show: (values: Values) => Shown, labelOf: (key: keyof Shown & string) => string) {
      return {
        open: conflict !== null,
        onOpenChange: (open: boolean) => {
          if (!open) setConflict(null)
        },
        fields: conflict ? conflictFields(show(conflict.mine), show(theirs!), labelOf) : [],
        onTakeTheirs: () => {
          setBase(conflict!.current.version)
          reset(theirs!)
          setConflict(null)
        },
        onKeepMine: () => void saveOnTheirs(conflict!.mine),
        onMerge: (choice: Record<string, Side>) =>
          void saveOnTheirs(mergeValues(conflict!.mine, theirs!, choice as Partial<Record<keyof Values, Side>>)),
      }
    },
  }
}
