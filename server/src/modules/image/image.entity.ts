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
  @Property({ type: 'blob', lazy: true }) data!: Buffer;
  @Property({ type: 'blob', lazy: true }) thumb!: Buffer;
  @Property() thumbMime!: string;
  @Property() createdAt: Date = new Date();
}
