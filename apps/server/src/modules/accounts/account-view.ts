import type { AccountView, Gender, Role } from '@dorsal/core';

interface UserLike {
  id: string;
  email: string;
  firstNames: string;
  lastNames: string;
  phone: string;
  gender: string;
  birthDate: string;
  role?: string | null;
  image?: string | null;
  createdAt: Date;
}

/** The only shape of an account that leaves the server. */
export function toAccountView(user: UserLike): AccountView {
  return {
    id: user.id,
    email: user.email,
    firstNames: user.firstNames,
    lastNames: user.lastNames,
    phone: user.phone,
    gender: user.gender as Gender,
    birthDate: user.birthDate,
    role: (user.role ?? 'athlete') as Role,
    photoUrl: user.image ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
