/** An e-mail that may wrap after its '@' (and nowhere else inside a word). */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
