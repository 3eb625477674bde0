import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An uploaded image, re-encoded, with its card thumbnail. Rows are immutable: a replacement is a new row. */
@Entity({ tableName: 'image' })
export class Image {
  @PrimaryKey() id!: number;
  @Property() ownerId!: number;
  @Property() mime!: string;
  @Property() width!: number;
  @Property() height!: number;
  @Property() byteSize!: number;
  @Property() etag!: string;
  /** The bytes, when they live in PostgreSQL (IMAGE_STORE=postgres); null when they live in the bucket. */
  @Property({ type: 'blob', lazy: true, nullable: true }) data?: Buffer | null;
  @Property({ type: 'blob', lazy: true, nullable: true }) thumb?: Buffer | null;
  /** The bucket key of the bytes (objects `<key>/o` and `<key>/t`) when they live in S3; null in PostgreSQL. */
  @Property({ nullable: true }) storageKey?: string | null;
  /** The bucket key of the public copy (objects under `public/`) while the image is public and has been asked for. */
  @Property({ nullable: true }) publicKey?: string | null;
  @Property() thumbMime!: string;
  @Property() createdAt: Date = new Date();
}
