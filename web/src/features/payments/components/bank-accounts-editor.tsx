import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { normalizeIban, validIban, IBAN_LENGTH } from '@/lib/iban'
import { accountField, BANK_MAX, HOLDER_MAX, MAX_BANK_ACCOUNTS, newAccount, type AccountRow } from '../settings-form'

const t = trPanels.payments.settings

/** The IBAN's live check: 'IBAN geçerli' once it holds, the error once a full-length one does not. */
function ibanState(iban: string): { hint?: string; error?: string } {
  const s = normalizeIban(iban)
  if (s === '') return {}
  if (validIban(s)) return { hint: t.ibanValid }
  return s.length >= IBAN_LENGTH ? { error: t.ibanInvalid } : {}
}

/**
 * The shop's bank accounts in the 'Ödeme yöntemleri' card: added, removed
 * and put in order (the order /odeme and the mails list them in), each with
 * the bank, the holder and the IBAN checked as it is typed.
 */
export function BankAccountsEditor({
  accounts,
  errors,
  onChange,
}: {
  accounts: AccountRow[]
  errors: Record<string, string>
  onChange: (accounts: AccountRow[]) => void
}) {
  const update = (i: number, patch: Partial<AccountRow>) =>
    onChange(accounts.map((a, j) => (j === i ? { ...a, ...patch } : a)))
  const move = (i: number, by: -1 | 1) => {
    const next = [...accounts]
    const [a] = next.splice(i, 1)
    next.splice(i + by, 0, a!)
    onChange(next)
  }
  return (
    <fieldset className="space-y-3 sm:col-span-2" data-testid="bank-accounts">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t.accountsTitle}</legend>
      {accounts.length === 0 ? <p className="text-sm text-stone-600">{t.noAccounts}</p> : null}
      {errors.bankAccounts ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.bankAccounts}
        </p>
      ) : null}
      <ol className="space-y-3">
        {accounts.map((a, i) => {
          const n = i + 1
          const live = ibanState(a.iban)
          return (
            <li
              key={a.key}
              aria-label={fmt(t.account, { n })}
              className="grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:grid-cols-2"
            >
              <TextField
                label={t.bank}
                maxLength={BANK_MAX}
                value={a.bank}
                error={errors[accountField(i, 'bank')]}
                onChange={(e) => update(i, { bank: e.target.value })}
              />
              <TextField
                label={t.holder}
                maxLength={HOLDER_MAX}
                value={a.holder}
                error={errors[accountField(i, 'holder')]}
                onChange={(e) => update(i, { holder: e.target.value })}
              />
              <TextField
                label={t.iban}
                className="sm:col-span-2"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                maxLength={40}
                placeholder="TR00 0000 0000 0000 0000 0000 00"
                value={a.iban}
                hint={live.hint}
                error={errors[accountField(i, 'iban')] ?? live.error}
                onChange={(e) => update(i, { iban: e.target.value })}
              />
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={i === 0}
                  aria-label={fmt(t.moveUpLabel, { n })}
                  onClick={() => move(i, -1)}
                >
                  {t.moveUp}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={i === accounts.length - 1}
                  aria-label={fmt(t.moveDownLabel, { n })}
                  onClick={() => move(i, 1)}
                >
                  {t.moveDown}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  className="ml-auto text-red-700"
                  aria-label={fmt(t.removeLabel, { n })}
                  onClick={() => onChange(accounts.filter((_, j) => j !== i))}
                >
                  {t.removeAccount}
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      {accounts.length < MAX_BANK_ACCOUNTS ? (
        <Button size="sm" variant="outline" onClick={() => onChange([...accounts, newAccount()])}>
          {t.addAccount}
        </Button>
      ) : null}
    </fieldset>
  )
}
