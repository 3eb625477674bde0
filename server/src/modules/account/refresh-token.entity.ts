import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One refresh token, stored hashed. Tokens of one login share a family; reuse of a rotated token revokes it, unless
 * it was rotated within REFRESH_REUSE_GRACE_SECONDS (then its successor, derived from it, is handed out again).
 */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken {
  @PrimaryKey() id!: number;
  @Property() userId!: number;
  @Property() tokenHash!: string;
  @Property() familyId!: string;
  @Property() expiresAt!: Date;
  @Property({ nullable: true, type: 'datetime' }) rotatedAt: Date | null = null;
  @Property({ nullable: true, type: 'datetime' }) revokedAt: Date | null = null;
  @Property() createdAt: Date = new Date();
}
