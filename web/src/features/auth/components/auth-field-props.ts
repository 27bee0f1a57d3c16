import { tr } from '@/i18n'

/*
 * The boxes several auth forms repeat, as TextField props to spread before
 * the form's own (`<TextField {...emailFieldProps} error={...} {...register('email')} />`);
 * a prop given after the spread, such as another label, wins.
 */

/** E-mail: sign-in, registration, author application, forgotten password. */
export const emailFieldProps = {
  label: tr.auth.email,
  type: 'email',
  autoComplete: 'email',
  placeholder: tr.auth.emailPlaceholder,
}

/** Choosing a password, with the password rules as the hint: registration, author application, reset. */
export const newPasswordFieldProps = {
  label: tr.auth.password,
  type: 'password',
  autoComplete: 'new-password',
  hint: tr.auth.passwordHint,
}

/** Repeating the new password. */
export const confirmPasswordFieldProps = {
  label: tr.auth.confirmPassword,
  type: 'password',
  autoComplete: 'new-password',
}
