// The ceiling of the OpenID endpoints: oidc-provider as the portal runs it (bare-provider-setup.ts)
// with its state in a Map that never evicts. BARE_SECURITY_HEADERS=true adds the security headers
// every portal response carries (`npm run bench:cpu -- --reference-headers`). The reference on the
// portal's database engine, with those headers always, is bare-provider-db.ts.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { serveBareProvider } from './bare-provider-setup';

const records = new Map<string, AdapterPayload>();
const grantMembers = new Map<string, Set<string>>();

class MemoryAdapter implements Adapter {
  constructor(private readonly name: string) {}
  private key(id: string) {
    return `${this.name}:${id}`;
  }
  async upsert(id: string, payload: AdapterPayload): Promise<void> {
    const key = this.key(id);
    records.set(key, payload);
    if (payload.grantId) {
      const members = grantMembers.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      grantMembers.set(payload.grantId, members);
    }
    if (payload.uid) records.set(`uid:${this.name}:${payload.uid}`, { jti: id });
  }
  async find(id: string) {
    return records.get(this.key(id));
  }
  async findByUid(uid: string) {
    const pointer = records.get(`uid:${this.name}:${uid}`);
    return pointer?.jti ? this.find(pointer.jti) : undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  async consume(id: string) {
    const payload = records.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    records.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const key of grantMembers.get(grantId) ?? []) records.delete(key);
    grantMembers.delete(grantId);
  }
}

serveBareProvider({ adapter: MemoryAdapter, securityHeaders: process.env.BARE_SECURITY_HEADERS === 'true' });
