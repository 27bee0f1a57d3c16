import type { ButtonHTMLAttributes, ComponentProps } from 'react'
import { Link } from 'react-router'
import { InlineSpinner } from './spinner'

/**
 * The app's buttons, one look per variant: primary is the shop's orange
 * call to action (amber-700: white on amber-600 is 3.2:1, under WCAG's 4.5:1), secondary the bordered neutral one (cancel),
 * outline the bordered one that turns orange on hover, danger the red one
 * (delete), link a text action, ghost a borderless one (a menu toggle, a
 * dialog's ×), icon a bordered square around an icon (its size is 'none'
 * with h-/w- in className). Sizes are the paddings the screens use; 'none'
 * leaves padding and text size to className for the few one-off buttons.
 * bare has no look of its own: for controls whose look is their state (a
 * pressed filter chip, the current page, a stepper), all in className.
 * unavailable is the grey 'Tükendi' in place of an add-to-cart button: always
 * disabled, it is its own disabled look.
 */
const variants = {
  primary: 'rounded-md bg-amber-700 font-semibold text-white hover:bg-amber-800',
  secondary: 'rounded-md border border-stone-300 font-medium text-stone-700 hover:bg-stone-50',
  outline: 'rounded-md border border-stone-300 font-medium text-stone-700 hover:border-amber-500 hover:text-amber-700',
  danger: 'rounded-md bg-red-600 font-semibold text-white hover:bg-red-700',
  link: 'font-medium text-amber-700 hover:underline',
  ghost: 'rounded-md text-stone-700 hover:bg-stone-100',
  icon: 'inline-flex items-center justify-center rounded-md border border-stone-300 text-stone-700 hover:bg-stone-50',
  bare: '',
  unavailable: 'rounded-md bg-stone-200 font-semibold text-stone-500',
} as const

/** Variants that take no padding from `size` (text links, and bare whose className says it all). */
const unpadded: ReadonlySet<ButtonVariant> = new Set(['link', 'bare'])

const sizes = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-2.5',
  xl: 'px-6 py-3',
  none: '',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

/** The class list of a button or of a link styled as one. A link or bare variant has no padding of its own. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return [
    variants[variant],
    unpadded.has(variant) ? '' : sizes[size],
    variant === 'unavailable' ? 'cursor-not-allowed' : 'disabled:cursor-not-allowed disabled:opacity-60',
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    /** While true the button is disabled, busy for assistive technology and shows a spinner before its text. */
    loading?: boolean
    ref?: ComponentProps<'button'>['ref']
  }

/** A <button>; type defaults to "button" so that only an explicit type="submit" submits a form. */
export function Button({
  variant,
  size,
  className,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({
        variant,
        size,
        className: [loading ? 'inline-flex items-center justify-center gap-2' : '', className]
          .filter(Boolean)
          .join(' '),
      })}
      {...rest}
    >
      {loading ? <InlineSpinner /> : null}
      {children}
    </button>
  )
}

/** A router link that looks like a button (the empty states' "Kitaplara göz at", "Ana sayfaya dön"). */
export function ButtonLink({ variant, size, className, ...rest }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size, className })} {...rest} />
}
