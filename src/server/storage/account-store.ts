import type {
  AccountRecord,
  AccountSeat,
  AccountStorage,
  PasskeyRecord,
  SessionRecord,
} from './account-types.js';
import {
  accountParams,
  accountQueries,
  accountRow,
  passkeyParams,
  passkeyRow,
  sessionParams,
  sessionRow,
} from './account-sql.js';
import type { Engine, SqlDb } from './sql-db.js';
import type { PushTarget } from './types.js';

/**
 * Accounts over either engine: account-sql.ts's statements, run through the engine's `SqlDb`.
 * Both engines extend it (their accounts are the same code, and stay so).
 */
export abstract class AccountStore implements AccountStorage {
  private readonly Q;
  /** The engine's statements runner (sqlite.ts, postgres.ts). */
  protected abstract readonly sqlDb: SqlDb;

  constructor(engine: Engine) {
    this.Q = accountQueries(engine);
  }

  private async one(sql: string, params: unknown[]) {
    return (await this.sqlDb.rows(sql, params))[0] ?? null;
  }

  private run(sql: string, params: unknown[]): Promise<number> {
    return this.sqlDb.run([[sql, params]]);
  }

  async createAccount(a: AccountRecord): Promise<boolean> {
    return (await this.run(this.Q.createAccount, accountParams(a))) === 1;
  }

  async nameTaken(nameKey: string, skeleton: string): Promise<boolean> {
    return (await this.one(this.Q.nameTaken, [nameKey, skeleton])) !== null;
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    const r = await this.one(this.Q.getAccount, [id]);
    return r ? accountRow(r) : null;
  }

  async findAccount(nameKey: string): Promise<AccountRecord | null> {
    const r = await this.one(this.Q.findAccount, [nameKey]);
    return r ? accountRow(r) : null;
  }

  async setPassword(account: string, password: string | null): Promise<void> {
    await this.run(this.Q.setPassword, [password, account]);
  }

  async deleteAccount(account: string): Promise<void> {
    await this.sqlDb.run(this.Q.deleteAccount.map((q): [string, unknown[]] => [q, [account]]));
  }

  async addPasskey(p: PasskeyRecord): Promise<boolean> {
    return (await this.run(this.Q.addPasskey, passkeyParams(p))) === 1;
  }

  async getPasskey(id: string): Promise<PasskeyRecord | null> {
    const r = await this.one(this.Q.getPasskey, [id]);
    return r ? passkeyRow(r) : null;
  }

  async listPasskeys(account: string): Promise<PasskeyRecord[]> {
    return (await this.sqlDb.rows(this.Q.listPasskeys, [account])).map(passkeyRow);
  }

  async setPasskeyCounter(id: string, counter: number): Promise<void> {
    await this.run(this.Q.setPasskeyCounter, [counter, id]);
  }

  async createSession(x: SessionRecord): Promise<void> {
    await this.sqlDb.run([
      [this.Q.pruneSessions, [x.account, x.createdAt]],
      [this.Q.createSession, sessionParams(x)],
    ]);
  }

  async getSession(tokenHash: string): Promise<SessionRecord | null> {
    const r = await this.one(this.Q.getSession, [tokenHash]);
    return r ? sessionRow(r) : null;
  }

  async touchSession(tokenHash: string, lastSeen: number, expiresAt: number): Promise<void> {
    await this.run(this.Q.touchSession, [lastSeen, expiresAt, tokenHash]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.run(this.Q.deleteSession, [tokenHash]);
  }

  async deleteSessions(account: string): Promise<number> {
    return Math.max(0, await this.run(this.Q.deleteSessions, [account]));
  }

  async addAccountSeat(account: string, seat: AccountSeat): Promise<void> {
    await this.run(this.Q.addAccountSeat, [account, seat.table, seat.seat, seat.at]);
  }

  async removeSeatLinks(table: string, seat: number, keep?: string): Promise<void> {
    // No account's id is empty: '' keeps none.
    await this.run(this.Q.removeSeatLinks, [table, seat, keep ?? '']);
  }

  async accountSeats(account: string, limit: number, offset: number): Promise<AccountSeat[]> {
    const rows = await this.sqlDb.rows(this.Q.accountSeats, [account, limit, offset]);
    return rows.map((r) => ({ table: String(r.table), seat: Number(r.seat), at: Number(r.at) }));
  }

  async accountPushTargets(account: string): Promise<PushTarget[]> {
    const rows = await this.sqlDb.rows(this.Q.accountPush, [account]);
    return rows.map(
      (r) =>
        ({ endpoint: String(r.endpoint), ...(JSON.parse(String(r.data)) as object) }) as PushTarget,
    );
  }

  async playedTogether(a: string, b: string): Promise<boolean> {
    return (await this.sqlDb.rows(this.Q.playedTogether, [a, b])).length > 0;
  }

  async playedWith(account: string, limit: number): Promise<{ id: string; name: string }[]> {
    const rows = await this.sqlDb.rows(this.Q.playedWith, [account, limit]);
    return rows.map((r) => ({ id: String(r.id), name: String(r.name) }));
  }
}
