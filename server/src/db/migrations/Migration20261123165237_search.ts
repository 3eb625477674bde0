import { Migration } from '@mikro-orm/migrations';
import { statementTrigger } from '../migration-sql';

/**
 * Full-text search (server/src/modules/search). One row of `search_document` per item holds its tsvector: the
 * item's own text, its owner's username and its colour descriptions, stemmed in English and in French after
 * `unaccent`, weighted A (name), B (producer, content, tags), C (made in, colours, username), D (notes).
 * Statement-level triggers keep it in the same transaction as the writes, whatever door made them (GraphQL, REST,
 * import): knit_item inserts and updates of searchable columns, colour writes, username changes; deletions cascade.
 * `search_word` lists the distinct unaccented words of the documents (never the usernames) for typo tolerance
 * (pg_trgm): a query word no document has is widened to the nearest known words.
 */
export class Migration20261123165237_search extends Migration {
  async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const [name, parent, stem] of [['purlwise_en', 'english', 'english_stem'], ['purlwise_fr', 'french', 'french_stem'], ['purlwise_simple', 'simple', 'simple']]) {
      this.addSql(`create text search configuration ${name} (copy = ${parent});`);
      this.addSql(`alter text search configuration ${name} alter mapping for hword, hword_part, word with unaccent, ${stem};`);
    }
    this.addSql(`create function search_vector(body text, weight "char") returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('purlwise_en', body), weight) || setweight(to_tsvector('purlwise_fr', body), weight) $$;`);
    this.addSql(`create table search_document (
      item_id int primary key references knit_item(id) on delete cascade, owner_id int not null,
      type text not null, visibility text not null, document tsvector not null);`);
    this.addSql(`create index search_document_match on search_document using gin (document);`);
    this.addSql(`create table search_word (word text primary key);`);
    this.addSql(`create index search_word_trigram on search_word using gin (word gin_trgm_ops);`);
    this.addSql(`create function search_refresh(ids int[]) returns void language sql as $$
      with docs as (
        select k.id, k.owner_id, k.type, k.visibility,
          search_vector(k.name, 'A') || search_vector(concat_ws(' ', k.producer, k.content, array_to_string(k.tags, ' ')), 'B')
            || search_vector(concat_ws(' ', k.made_in, c.descriptions, u.username), 'C') || search_vector(k.notes, 'D') as document,
          concat_ws(' ', k.name, k.producer, k.content, array_to_string(k.tags, ' '), k.made_in, c.descriptions, k.notes) as body
        from knit_item k join app_user u on u.id = k.owner_id
        left join lateral (select string_agg(concat_ws(' ', co.text_description, co.code_description), ' ') as descriptions
          from colour co where co.item_id = k.id) c on true
        where k.id = any(ids)
      ), saved as (
        insert into search_document (item_id, owner_id, type, visibility, document)
        select id, owner_id, type, visibility, document from docs
        on conflict (item_id) do update set owner_id = excluded.owner_id, type = excluded.type,
          visibility = excluded.visibility, document = excluded.document
      )
      insert into search_word (word)
      select distinct w from docs, unnest(tsvector_to_array(to_tsvector('purlwise_simple', docs.body))) w
      where length(w) between 3 and 40 and w !~ '^[0-9]+$'
      order by w
      on conflict do nothing $$;`);
    // Highlights: the text with each matching word between U+E000 and U+E001 (stripped from the text first), English
    // stemming tried first, then French; null when no word of the text matches.
    this.addSql(`create function search_headline(body text, q tsquery, options text) returns text language sql stable as $$
      select h from (
        select 1 as n, ts_headline('purlwise_en', translate(body, chr(57344) || chr(57345), ''), q, options) as h
        union all select 2, ts_headline('purlwise_fr', translate(body, chr(57344) || chr(57345), ''), q, options)) x
      where body <> '' and strpos(h, chr(57344)) > 0 order by n limit 1 $$;`);
    this.addSql(`create function search_items_inserted() returns trigger language plpgsql as $$
      begin perform search_refresh(array(select id from changed)); return null; end $$;`);
    this.addSql(`create function search_items_updated() returns trigger language plpgsql as $$
      begin
        perform search_refresh(array(select n.id from changed n join previous o on o.id = n.id
          where (n.name, n.producer, n.content, n.made_in, n.notes, n.tags, n.type, n.visibility, n.owner_id)
            is distinct from (o.name, o.producer, o.content, o.made_in, o.notes, o.tags, o.type, o.visibility, o.owner_id)));
        return null;
      end $$;`);
    this.addSql(`create function search_colours_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then perform search_refresh(array(select item_id from changed));
        elsif tg_op = 'DELETE' then perform search_refresh(array(select item_id from previous));
        else perform search_refresh(array(select n.item_id from changed n join previous o on o.id = n.id
          where (n.item_id, n.text_description, n.code_description) is distinct from (o.item_id, o.text_description, o.code_description)
          union select o.item_id from changed n join previous o on o.id = n.id where n.item_id <> o.item_id));
        end if;
        return null;
      end $$;`);
    this.addSql(`create function search_users_updated() returns trigger language plpgsql as $$
      begin
        perform search_refresh(array(select k.id from changed n join previous o on o.id = n.id join knit_item k on k.owner_id = n.id
          where n.username is distinct from o.username));
        return null;
      end $$;`);
    this.addSql(statementTrigger('search_items_inserted', 'insert', 'knit_item', 'search_items_inserted'));
    this.addSql(statementTrigger('search_items_updated', 'update', 'knit_item', 'search_items_updated'));
    this.addSql(statementTrigger('search_colours_inserted', 'insert', 'colour', 'search_colours_changed'));
    this.addSql(statementTrigger('search_colours_updated', 'update', 'colour', 'search_colours_changed'));
    this.addSql(statementTrigger('search_colours_deleted', 'delete', 'colour', 'search_colours_changed'));
    this.addSql(statementTrigger('search_users_updated', 'update', 'app_user', 'search_users_updated'));
    this.addSql(`select search_refresh(array(select id from knit_item));`);
  }
}
