import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AccountRecord } from '../storage/account-types.js';
import type { CeremonyBounds } from '../storage/sign-in-types.js';
import { Attempts, type SignInLimits } from './attempts.js';
import type { Storage } from '../storage/types.js';
import { TableError } from '../tables/live-table.js';
import { hashSessionToken, newSessionToken, SESSION_TOUCH_MS, SESSION_TTL_MS } from './cookies.js';
import { accountName, newAccountName } from './names.js';
import { skeleton } from './skeleton.js';
import { checkPassword, hashPassword, verifyPassword } from './password.js';

/** What a client is told of an account (never its password's hash). */
export interface AccountView {
  readonly id: string;
  readonly name: string;
  readonly password: boolean;
  readonly passkeys: number;
}

/** A signed-in request: its account and its session's hash. */
export interface Session {
  readonly account: AccountRecord;
  readonly tokenHash: string;
  /** When the session began (an end of the account's sessions ends those begun before it). */
  readonly createdAt: number;
}

/**
 * What a passkey ceremony begun (its options sent) and not finished holds, kept in storage as
 * JSON: its answer may reach another instance than its options did.
 */
interface Ceremony {
  readonly kind: 'register' | 'login';
  readonly challenge: string;
  readonly origin: string;
  /** register: the account to add the passkey to, or the one to create (id, name, key). */
  readonly account?: { id: string; name: string; key: string; exists: boolean };
}

/** How long a passkey ceremony may take between its options and its answer. */
export const CEREMONY_MS = 5 * 60_000;
/**
 * Ceremonies begun and not finished, kept at most: per address (its oldest go first), and in
 * all (the oldest of the address holding the most goes first: a flood from many addresses loses
 * its own, not a bystander's).
 */
export const CEREMONY_BOUNDS: CeremonyBounds = { perAddress: 20, total: 10_000 };

export interface AccountsOptions {
  readonly storage: Storage;
  /** Told when an account goes: its seats are let go (tables stay; a live seat goes to a bot). */
  readonly forgetSeats?: (account: string) => Promise<void>;
  /** Over SIGN_IN_LIMITS (attempts.ts): a test loosens one bucket, the others stay. */
  readonly signInLimits?: Partial<SignInLimits>;
  /**
   * Told when every session of the account begun before `at` ended (signed out everywhere, a new
   * password, the account deleted): its sockets close, its seats' tokens change (issue 40).
   */
  readonly sessionsEnded?: (account: string, at: number) => Promise<void>;
  /** Told when one session ended (signed out on its device; `session`, its token's hash). */
  readonly sessionEnded?: (account: string, session: string) => Promise<void>;
}

/**
 * Accounts: sign-up, sign-in by password or passkey, sessions, and everything an account does
 * to itself. Stateless: passkey ceremonies and sign-in limits live in storage, so that any
 * instance may answer any request.
 */
export class Accounts {
  /** Also read by the notice settings' route (notices-http.ts). */
  readonly storage: Storage;
  private readonly attempts: Attempts;

  constructor(private readonly opts: AccountsOptions) {
    this.storage = opts.storage;
    this.attempts = new Attempts(opts.storage, opts.signInLimits);
  }

  async view(account: AccountRecord): Promise<AccountView> {
    const passkeys = await this.storage.listPasskeys(account.id);
    return {
      id: account.id,
      name: account.name,
      password: account.password !== null,
      passkeys: passkeys.length,
    };
  }

  /** The session of a cookie's token, if it is one and has not expired (its use recorded). */
  async session(token: string | null): Promise<Session | null> {
    if (token === null) return null;
    const tokenHash = hashSessionToken(token);
    const s = await this.storage.getSession(tokenHash);
    const now = Date.now();
    if (!s || s.expiresAt <= now) return null;
    const account = await this.storage.getAccount(s.account);
    if (!account) return null;
    if (now - s.lastSeen > SESSION_TOUCH_MS)
      await this.storage.touchSession(tokenHash, now, now + SESSION_TTL_MS);
    return { account, tokenHash, createdAt: s.createdAt };
  }

  /** A new session for the account; the one the request came with (if any) ends: rotation. */
  private async startSession(account: string, previous: string | null): Promise<string> {
    if (previous !== null) await this.storage.deleteSession(hashSessionToken(previous));
    const token = newSessionToken();
    const now = Date.now();
    await this.storage.createSession({
      tokenHash: hashSessionToken(token),
      account,
      createdAt: now,
      lastSeen: now,
      expiresAt: now + SESSION_TTL_MS,
    });
    return token;
  }

  private async create(
    id: string,
    name: { name: string; key: string },
    password: string | null,
  ): Promise<AccountRecord> {
    const account: AccountRecord = {
      id,
      name: name.name,
      nameKey: name.key,
      nameSkeleton: skeleton(name.name),
      password,
      createdAt: Date.now(),
    };
    if (!(await this.storage.createAccount(account))) throw new TableError('name-taken');
    return account;
  }

  /** A new account with a password; its hash is spent from the address's attempts. */
  async signUp(rawName: unknown, rawPassword: unknown, address: string, previous: string | null) {
    const name = newAccountName(rawName);
    const password = checkPassword(rawPassword);
    await this.attempts.take(null, address);
    if (await this.storage.nameTaken(name.key, name.skeleton)) throw new TableError('name-taken');
    const account = await this.create(newAccountId(), name, await hashPassword(password));
    return { account, token: await this.startSession(account.id, previous) };
  }

  /**
   * Sign-in by password. An unknown name and a wrong password get the same answer
   * (`sign-in-failed`) after the same work (a hash computed either way).
   */
  async signIn(rawName: unknown, rawPassword: unknown, address: string, previous: string | null) {
    let key: string | null = null;
    try {
      key = accountName(rawName).key;
    } catch {
      // A name no account can have: refused like any other wrong name.
    }
    await this.attempts.take(`name:${key ?? ''}`, address);
    const password = typeof rawPassword === 'string' ? rawPassword.slice(0, 256) : '';
    const account = key === null ? null : await this.storage.findAccount(key);
    const ok = await verifyPassword(password, account?.password ?? null);
    if (!account || !ok) throw new TableError('sign-in-failed');
    return { account, token: await this.startSession(account.id, previous) };
  }

  /** This device's session ends: its sockets close, on every instance; the others go on. */
  async signOut(token: string | null): Promise<void> {
    if (token === null) return;
    const hash = hashSessionToken(token);
    const s = await this.storage.getSession(hash);
    await this.storage.deleteSession(hash);
    if (s) await this.opts.sessionEnded?.(s.account, hash);
  }

  /** Every session of the account ends, this one's included. */
  async signOutEverywhere(s: Session): Promise<number> {
    const at = Date.now();
    const ended = await this.storage.deleteSessions(s.account.id);
    await this.opts.sessionsEnded?.(s.account.id, at);
    return ended;
  }

  /**
   * A new password (the current one needed if there is one). Every other session ends: whoever
   * knew the old password is signed out; this device gets a new session. Limited as sign-in is
   * (per address, per account from it, per account): a stolen session cannot guess the current
   * password faster than a sign-in could, nor keep the hashing threads busy.
   */
  async changePassword(s: Session, current: unknown, next: unknown, address: string) {
    const password = checkPassword(next);
    await this.attempts.take(`password:${s.account.id}`, address);
    if (s.account.password !== null) {
      const given = typeof current === 'string' ? current.slice(0, 256) : '';
      if (!(await verifyPassword(given, s.account.password)))
        throw new TableError('wrong-password');
    }
    return this.setNewPassword(s.account.id, password);
  }

  /** A new password (checked): every session ends, this device gets a new one (its token). */
  async setNewPassword(account: string, password: string): Promise<string> {
    await this.storage.setPassword(account, await hashPassword(password));
    const at = Date.now();
    await this.storage.deleteSessions(account);
    await this.opts.sessionsEnded?.(account, at);
    return this.startSession(account, null);
  }

  /**
   * The account goes (its name typed again as a confirmation, in any case: no two accounts'
   * names have one key: accountName); its tables stay.
   */
  async delete(s: Session, confirm: unknown): Promise<void> {
    let typed: string | null = null;
    try {
      typed = accountName(confirm).key;
    } catch {
      // Not a name at all: not this account's either.
    }
    if (typed !== accountName(s.account.name).key)
      throw new TableError('wrong-name', { name: s.account.name });
    await this.opts.forgetSeats?.(s.account.id);
    const at = Date.now();
    await this.storage.deleteAccount(s.account.id);
    await this.opts.sessionsEnded?.(s.account.id, at);
  }

  /** Everything kept about the account, for its owner (no hashes: they are of no use to them). */
  async data(s: Session): Promise<unknown> {
    const { account } = s;
    const seats = [];
    for (let offset = 0; ; offset += 500) {
      const page = await this.storage.accountSeats(account.id, 500, offset);
      seats.push(...page);
      if (page.length < 500) break;
    }
    const passkeys = await this.storage.listPasskeys(account.id);
    const email = await this.storage.email.address(account.id);
    return {
      account: {
        id: account.id,
        name: account.name,
        createdAt: account.createdAt,
        password: account.password !== null,
      },
      passkeys: passkeys.map((p) => ({
        id: p.id,
        createdAt: p.createdAt,
        transports: p.transports,
      })),
      seats,
      email: email && {
        address: email.address,
        verified: email.verifiedAt !== null,
        notify: email.notify,
        lang: email.lang,
      },
      // Its choice of each kind of notice (notice-sql.ts).
      notices: await this.storage.notices.settings(account.id),
      exportedAt: Date.now(),
    };
  }

  /** Other accounts met at this one's latest tables, the latest first. */
  async playedWith(s: Session, limit: number): Promise<{ id: string; name: string }[]> {
    return this.storage.playedWith(s.account.id, limit);
  }

  // Passkeys ------------------------------------------------------------------------------

  /** Keeps the ceremony (any instance may get its answer): its id, for the client. */
  private async remember(c: Ceremony, address: string): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    const now = Date.now();
    await this.storage.signIns.putCeremony(
      { id, address, createdAt: now, expiresAt: now + CEREMONY_MS, data: JSON.stringify(c) },
      CEREMONY_BOUNDS,
      now,
    );
    return id;
  }

  /** The ceremony, once, on any instance (a replayed answer finds none). */
  private async take(id: unknown, kind: Ceremony['kind'], origin: string): Promise<Ceremony> {
    // Ids are 22 characters: anything much longer is no ceremony of ours (and is not looked up).
    const kept =
      typeof id === 'string' && id.length <= 64
        ? await this.storage.signIns.takeCeremony(id, Date.now())
        : null;
    const c = kept ? (JSON.parse(kept.data) as Ceremony) : null;
    if (!c || c.kind !== kind || c.origin !== origin) throw new TableError('passkey-failed');
    return c;
  }

  /**
   * Options to create a passkey: for a new account named `rawName` (signed out), or for the
   * signed-in account `s`. `origin` is the page's (checked by the caller): its host is the RP id.
   */
  async registerOptions(origin: string, address: string, s: Session | null, rawName: unknown) {
    let account: NonNullable<Ceremony['account']>;
    let exclude: { id: string; transports?: never[] }[] = [];
    if (s) {
      account = { id: s.account.id, name: s.account.name, key: s.account.nameKey, exists: true };
      exclude = (await this.storage.listPasskeys(s.account.id)).map((p) => ({ id: p.id }));
    } else {
      const { skeleton: look, ...name } = newAccountName(rawName);
      if (await this.storage.nameTaken(name.key, look)) throw new TableError('name-taken');
      account = { id: newAccountId(), ...name, exists: false };
    }
    const options = await generateRegistrationOptions({
      rpName: 'Fathom',
      rpID: new URL(origin).hostname,
      userName: account.name,
      userID: new TextEncoder().encode(account.id),
      attestationType: 'none',
      excludeCredentials: exclude,
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const ceremony = await this.remember(
      { kind: 'register', challenge: options.challenge, origin, account },
      address,
    );
    return { ceremony, options };
  }

  /** The new passkey: the account created with it, or the signed-in one's added to. */
  async register(
    origin: string,
    s: Session | null,
    ceremonyId: unknown,
    response: unknown,
    previous: string | null,
  ) {
    const c = await this.take(ceremonyId, 'register', origin);
    const target = c.account;
    if (!target || target.exists !== (s !== null) || (s && s.account.id !== target.id))
      throw new TableError('passkey-failed');
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: c.challenge,
        expectedOrigin: origin,
        expectedRPID: new URL(origin).hostname,
        requireUserVerification: false,
      });
    } catch {
      throw new TableError('passkey-failed');
    }
    if (!verified.verified || !verified.registrationInfo) throw new TableError('passkey-failed');
    const cred = verified.registrationInfo.credential;
    const account = s
      ? s.account
      : await this.create(target.id, { name: target.name, key: target.key }, null);
    const added = await this.storage.addPasskey({
      id: cred.id,
      account: account.id,
      publicKey: Buffer.from(cred.publicKey).toString('base64url'),
      counter: cred.counter,
      transports: cred.transports ?? [],
      createdAt: Date.now(),
    });
    if (!added) {
      if (!s) await this.storage.deleteAccount(account.id);
      throw new TableError('passkey-failed');
    }
    return { account, token: s ? null : await this.startSession(account.id, previous) };
  }

  /** Options to sign in with a passkey (any of this site's: the authenticator offers them). */
  async loginOptions(origin: string, address: string) {
    await this.attempts.take(null, address);
    const options = await generateAuthenticationOptions({
      rpID: new URL(origin).hostname,
      userVerification: 'preferred',
    });
    const ceremony = await this.remember(
      { kind: 'login', challenge: options.challenge, origin },
      address,
    );
    return { ceremony, options };
  }

  /**
   * Sign-in with a passkey: the assertion must be signed by the credential it names, which must
   * belong to the account its user handle names (an assertion made for another account fails).
   */
  async login(
    origin: string,
    ceremonyId: unknown,
    rawResponse: unknown,
    address: string,
    previous: string | null,
  ) {
    const c = await this.take(ceremonyId, 'login', origin);
    const response = rawResponse as AuthenticationResponseJSON;
    const credentialId = typeof response?.id === 'string' ? response.id : '';
    await this.attempts.take(`passkey:${credentialId.slice(0, 200)}`, address);
    const passkey = credentialId ? await this.storage.getPasskey(credentialId) : null;
    if (!passkey) throw new TableError('sign-in-failed');
    const handle = response.response?.userHandle;
    if (
      typeof handle === 'string' &&
      Buffer.from(handle, 'base64url').toString('utf8') !== passkey.account
    )
      throw new TableError('sign-in-failed');
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: c.challenge,
        expectedOrigin: origin,
        expectedRPID: new URL(origin).hostname,
        credential: {
          id: passkey.id,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports as never[],
        },
        requireUserVerification: false,
      });
    } catch {
      throw new TableError('sign-in-failed');
    }
    if (!verified.verified) throw new TableError('sign-in-failed');
    await this.storage.setPasskeyCounter(passkey.id, verified.authenticationInfo.newCounter);
    const account = await this.storage.getAccount(passkey.account);
    if (!account) throw new TableError('sign-in-failed');
    return { account, token: await this.startSession(account.id, previous) };
  }
}

function newAccountId(): string {
  return randomBytes(12).toString('base64url');
}
