import { useRef } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '@/components/ui/button'
import { CloseIcon } from '@/components/icons'
import { tr } from '@/i18n'
import { isFramePath } from '../frame-url'

const t = tr.checkout

/**
 * The payment page, full screen over /odeme, in a frame (max 500 px wide,
 * 600 px high): iyzico's hosted form (checkout-form mode, another origin) or
 * the bank's 3D Secure page behind this site's /odeme/3ds/<token>
 * (direct-3ds). Only addresses that pass isFramePath get here.
 *
 * Sandbox: real iyzico and bank pages keep their own session (cookies,
 * sessionStorage) and so need their own origin: allow-same-origin gives them
 * theirs, and their origin already keeps them away from the shop's cookies
 * and storage. The shop's own /odeme/3ds/<token> page is same-origin, where
 * allow-scripts + allow-same-origin would undo the frame's sandbox: the
 * server isolates that page with a CSP sandbox header instead.
 * allow-top-navigation lets the page take the whole window to
 * /odeme/callback when the payment is done; allow-popups lets a bank open
 * its own help or card-programme windows.
 *
 * A browser that cannot show the frame (third-party cookies blocked, a tiny
 * screen) gets a link to the same page for the whole window (`pageUrl`,
 * shown only when it passes isFramePath); it too comes back to
 * /odeme/callback. 'Kapat' (or Escape) only closes the frame; the order
 * stays pending and can be paid again.
 */
export function PaymentFrame({ src, pageUrl, onClose }: { src: string; pageUrl?: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null)
  // Radix gives the modal its focus trap, Escape, scroll lock, aria-hidden
  // page behind and the focus back to where it was on close. A press beside
  // the frame does not close it: a slip of the finger must not lose the bank's
  // page halfway through a payment.
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        {/* The dialog is the whole screen (the dim backdrop included), the frame's panel centred in it. */}
        <Dialog.Content
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            closeRef.current?.focus()
          }}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed inset-0 z-[100] flex items-start justify-center overflow-y-auto bg-stone-900/70 p-4 outline-none sm:items-center"
        >
          <div className="w-full max-w-[500px] overflow-hidden rounded-xl bg-white shadow-2xl">
            <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
              <div className="min-w-0">
                <Dialog.Title className="font-semibold text-stone-900">{t.frameTitle}</Dialog.Title>
                <Dialog.Description className="text-xs text-stone-600">{t.frameHint}</Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <Button
                  ref={closeRef}
                  variant="ghost"
                  size="none"
                  aria-label={t.closeFrame}
                  className="inline-flex shrink-0 items-center gap-1 px-2 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-amber-600"
                >
                  <CloseIcon className="h-4 w-4" />
                  <span aria-hidden="true">{t.close}</span>
                </Button>
              </Dialog.Close>
            </div>
            {pageUrl && isFramePath(pageUrl) ? (
              <p className="border-b border-stone-200 bg-stone-50 px-4 py-2 text-sm text-stone-700">
                {t.frameFallback}{' '}
                {/* The whole window, not a popup: the provider brings this window back to /odeme/callback. */}
                <a
                  href={pageUrl}
                  target="_top"
                  className="font-medium text-amber-700 underline hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-amber-600"
                >
                  {t.openFullPage}
                </a>
              </p>
            ) : null}
            <iframe
              src={src}
              title={t.frameTitle}
              sandbox="allow-scripts allow-forms allow-same-origin allow-top-navigation allow-popups"
              referrerPolicy="no-referrer"
              className="block h-[600px] w-full border-0 bg-white"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
