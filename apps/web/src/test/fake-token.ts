const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT the client can decode; the client never checks signatures (the server does). */
export function fakeToken(claims: { exp: number; sub?: string; role?: number }): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '7', role: 2, ...claims })}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
export const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;
