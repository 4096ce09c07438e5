/** Account recovery: one row per password-reset link (id = SHA-256 of the token; the token is only mailed). */
export const authStores = {
  passwordResets: 'id, email, expiresAt',
}
