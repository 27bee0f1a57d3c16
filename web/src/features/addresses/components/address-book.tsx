import { useState } from 'react'
import { fmt, tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { QueryError } from '@/components/query-error'
import { Spinner } from '@/components/ui/spinner'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useAddresses, useAddressMutations, type Address, type AddressKind } from '../api/addresses'
import { AddressForm } from './address-form'

const t = tr.addresses

/** The address as its lines (recipient, street, place, phone). */
export function AddressLines({ text }: { text: string }) {
  return <address className="text-sm whitespace-pre-line text-stone-700 not-italic">{text}</address>
}

function Badge({ children }: { children: string }) {
  return (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
      {children}
    </span>
  )
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { remove, setDefault } = useAddressMutations()
  const [confirming, setConfirming] = useState(false)
  const makeDefault = (kind: AddressKind) =>
    setDefault.mutate(
      { id: address.id, kind },
      {
        onSuccess: () => notify.success(t.defaultSet),
        onError: (err) => notify.error(serverMessageOr(err, t.saveError)),
      },
    )
  return (
    <li className="rounded-lg border border-stone-200 p-4" aria-label={address.label}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-stone-900">{address.label}</h3>
        {address.defaultDelivery ? <Badge>{t.defaultDelivery}</Badge> : null}
        {address.defaultBilling ? <Badge>{t.defaultBilling}</Badge> : null}
      </div>
      <div className="mt-2">
        <AddressLines text={address.formatted} />
      </div>
      {address.needsCompletion ? (
        <p role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.needsCompletion}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          {address.needsCompletion ? t.complete : t.edit}
        </Button>
        {!address.defaultDelivery ? (
          <Button variant="outline" size="sm" disabled={setDefault.isPending} onClick={() => makeDefault('delivery')}>
            {t.makeDefaultDelivery}
          </Button>
        ) : null}
        {!address.defaultBilling ? (
          <Button variant="outline" size="sm" disabled={setDefault.isPending} onClick={() => makeDefault('billing')}>
            {t.makeDefaultBilling}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t.deleteConfirmTitle}
          message={fmt(t.deleteConfirm, { label: address.label })}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          closeLabel={null}
          role="alertdialog"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(address.id, {
              onSuccess: () => {
                setConfirming(false)
                notify.success(t.deleted)
              },
              onError: (err) => notify.error(serverMessageOr(err, t.saveError)),
            })
          }
        />
      ) : null}
    </li>
  )
}

/**
 * 'Adreslerim' on /profil: the member's addresses with their defaults,
 * adding, editing (completing a migrated address), deleting and choosing
 * the default delivery and billing address.
 */
export function AddressBook({ name, phone }: { name: string; phone: string }) {
  const book = useAddresses()
  // 'new', an address id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null)
  return (
    <section
      aria-labelledby="address-book-title"
      className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="address-book-title" className="font-serif text-xl font-bold text-stone-900">
            {t.title}
          </h2>
          <p className="text-sm text-stone-600">{t.intro}</p>
        </div>
        {editing !== 'new' ? <Button onClick={() => setEditing('new')}>{t.add}</Button> : null}
      </div>
      <div className="mt-4 space-y-4">
        {editing === 'new' ? (
          <AddressForm defaultName={name} defaultPhone={phone} onDone={() => setEditing(null)} />
        ) : null}
        {book.isPending ? (
          <Spinner />
        ) : book.isError ? (
          <QueryError error={book.error} onRetry={() => void book.refetch()} />
        ) : book.data.length === 0 ? (
          <p className="text-sm text-stone-600">{t.empty}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {book.data.map((a) =>
              editing === a.id ? (
                <li key={a.id} className="md:col-span-2">
                  <AddressForm address={a} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <AddressCard key={a.id} address={a} onEdit={() => setEditing(a.id)} />
              ),
            )}
          </ul>
        )}
      </div>
    </section>
  )
}
