import { useEffect, useState } from 'react'
import { QueryState } from '@/components/query-state'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { useCart } from '@/features/cart/api/get-cart'
import { cartKeys } from '@/api/query-keys'
import { CartLineItem, CartSummary, FreeShippingHint } from '@/features/cart/components/cart-view'
import { usePlaceOrder } from '@/features/checkout/api/place-order'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'
import { UnpaidOrderNotice } from '@/components/unpaid-order-notice'
import { ApiError } from '@/lib/api-client'
import { loginUrl } from '@/hooks/use-login-redirect'
import { useAddresses } from '@/features/addresses/api/addresses'
import {
  CheckoutParties,
  choiceErrors,
  initialChoice,
  partiesFieldErrors,
  placeOrderBody,
  type PartiesChoice,
  type PartiesErrors,
} from '@/features/addresses/components/checkout-parties'

const browseLink = (
  <ButtonLink to={paths.books()} size="lg">
    {tr.cart.browse}
  </ButtonLink>
)

/**
 * /sepet (role user; lazy route). 'Siparişi Tamamla' checks the preconditions
 * here for speed (the server checks them again), places the order and goes
 * to /odeme?orderId=<id>.
 */
export function CartPage() {
  useDocumentTitle(tr.cart.title)
  const { user } = useCurrentUser()
  const cart = useCart(true)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const placeOrder = usePlaceOrder()
  // The address book: with addresses, the buyer chooses the delivery and
  // billing parties here; without (or while it cannot be read) the order
  // goes to the profile's address, as the server decides.
  const book = useAddresses(user?.role === 'user')
  const addresses = book.data ?? []
  const [choice, setChoice] = useState<PartiesChoice | null>(null)
  const [partyErrors, setPartyErrors] = useState<PartiesErrors>({})
  const current = choice ?? (addresses.length > 0 ? initialChoice(addresses, user?.fullName ?? '') : null)

  useEffect(() => {
    if (cart.isError) notify.error(tr.cart.loadError)
  }, [cart.isError])

  const checkout = () => {
    if (!cart.data || cart.data.items.length === 0) {
      notify.error(tr.cart.empty)
      return
    }
    if (!current && !user?.shippingAddress.trim()) {
      notify.error(tr.cart.addressRequired)
      void navigate(paths.profile())
      return
    }
    if (!user?.fullName.trim()) {
      notify.error(tr.cart.buyerIncomplete)
      void navigate(paths.profile())
      return
    }
    if (current) {
      // A wrong number or a missing field is shown here and nothing is sent.
      const errors = choiceErrors(addresses, current)
      setPartyErrors(errors)
      if (Object.keys(errors).length > 0) {
        notify.error(tr.addresses.fixBilling)
        return
      }
    }
    if (placeOrder.isPending) return
    placeOrder.mutate(current ? placeOrderBody(current) : undefined, {
      onSuccess: (order) => {
        void navigate(paths.checkout({ orderId: order.id }))
      },
      onError: (err) => {
        // The session ended meanwhile: sign in again, then back here.
        if (err instanceof ApiError && err.status === 401) {
          notify.error(tr.cart.orderLoginRequired)
          void navigate(loginUrl(paths.cart()))
          return
        }
        const message = serverMessageOr(err, tr.checkout.createError)
        const fieldErrors = partiesFieldErrors(describeError(err).fieldErrors)
        if (Object.keys(fieldErrors).length > 0) setPartyErrors(fieldErrors)
        if (message === tr.cart.addressRequired || message === tr.cart.buyerIncomplete) {
          notify.error(message)
          void navigate(paths.profile())
          return
        }
        // A refusal (stock, the order caps, an empty cart) says that no order
        // was created and why; a fault says 'Sipariş oluşturulurken hata oluştu'.
        const refused = err instanceof ApiError && err.status < 500 && message !== tr.checkout.createError
        notify.error(refused ? `${tr.checkout.placeFailed}: ${message}` : message)
        // The server's cart differs from the one shown (e.g. emptied in another tab, stock taken).
        if (refused) void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      },
    })
  }

  return (
    <>
      <PageHeader title={tr.cart.title} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <QueryState
          query={cart}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={tr.cart.empty} action={browseLink} />}
        >
          {(data) => (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="space-y-4">
                {data.unpaidOrder ? (
                  <UnpaidOrderNotice orderId={data.unpaidOrder.id} expiresAt={data.unpaidOrder.expiresAt} />
                ) : null}
                <FreeShippingHint cart={data} />
                <h2 className="sr-only">{tr.cart.lines}</h2>
                <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
                  {data.items.map((line) => (
                    <CartLineItem key={line.id} line={line} />
                  ))}
                </ul>
                {current ? (
                  <CheckoutParties book={addresses} value={current} onChange={setChoice} errors={partyErrors} />
                ) : null}
              </div>
              <CartSummary cart={data} onCheckout={checkout} busy={placeOrder.isPending || book.isLoading} />
            </div>
          )}
        </QueryState>
      </div>
    </>
  )
}
