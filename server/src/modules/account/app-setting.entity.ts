import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Server-wide secrets kept in the database, so every process on one database signs alike. */
@Entity({ tableName: 'app_setting' })
export class AppSetting {
  @PrimaryKey() key!: string;
  @Property() value!: string;
}
