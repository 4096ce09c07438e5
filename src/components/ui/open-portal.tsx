import type { ReactNode } from 'react'
import { useDialogContext } from '@ark-ui/react/dialog'
import { usePopoverContext } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { useSelectContext } from '@ark-ui/react/select'
import { useTooltipContext } from '@ark-ui/react/tooltip'

/**
 * An Ark overlay's content (menu, dialog, popover), portalled in the very render that opens it and gone in the
 * one that closes it; its root takes neither `lazyMount` nor `unmountOnExit`.
 *
 * Those two options wait for Ark's presence machine, which mounts the content one microtask after the overlay's
 * own machine has looked for it to register its dismissable layer (`whenNode` in @zag-js/dom-query). Not finding
 * it, zag registers the layer a frame later, and an Escape pressed in that frame was lost: the menu stayed open.
 * Rendered from the overlay's own `open`, the content is in the page by the time zag looks. Closing loses no
 * exit animation: closed content has none (the entrance animations are under `_open`).
 */
export function OpenPortal({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Portal>{children}</Portal> : null
}

/** `OpenPortal` for the content of the Ark dialog around it. */
export function DialogPortal({ children }: { children: ReactNode }) {
  return <OpenPortal open={useDialogContext().open}>{children}</OpenPortal>
}

/** `OpenPortal` for the content of the Ark popover around it. */
export function PopoverPortal({ children }: { children: ReactNode }) {
  return <OpenPortal open={usePopoverContext().open}>{children}</OpenPortal>
}

/** `OpenPortal` for the content of the Ark select around it. */
export function SelectPortal({ children }: { children: ReactNode }) {
  return <OpenPortal open={useSelectContext().open}>{children}</OpenPortal>
}

/** `OpenPortal` for the content of the Ark tooltip around it. */
export function TooltipPortal({ children }: { children: ReactNode }) {
  return <OpenPortal open={useTooltipContext().open}>{children}</OpenPortal>
}
