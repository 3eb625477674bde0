import { Migration } from '@mikro-orm/migrations';
import { statementTrigger } from '../migration-sql';

/**
 * Typo widening only from words a searcher may see (issue 27, point 9). `search_word` listed the words of every
 * document, private and deleted ones included, and widening told a stranger whether a word was in someone's private
 * item (a word nobody has is widened to similar ones; a known word is not). Now each word is counted per scope:
 * scope 0 counts the public documents that have it, scope N the private documents of user N. A visitor's search
 * widens over scope 0, a knitter's over 0 and their own id; a word whose count falls to 0 (its last document deleted,
 * made private, or edited) is removed.
 *
 * Each document keeps the words it was counted with (`search_document.words`), so a refresh counts the difference.
 * The triggers stage the differences in `search_word_change`; a deferred constraint trigger applies a transaction's
 * differences once, at commit, in one statement locking the counters in (scope, word) order. So a writer holds a
 * popular word's counter for the commit only, not for its whole transaction, and two writers never deadlock on them.
 */
export class Migration20261126170000_search_words extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table search_document add column words text[] not null default '{}';`);
    this.addSql(`drop table search_word;`);
    this.addSql(`create table search_word (scope int not null, word text not null, documents int not null,
      primary key (scope, word));`);
    this.addSql(`create index search_word_trigram on search_word using gin (scope, word gin_trgm_ops);`);
    this.addSql(`create table search_word_change (tx xid8 not null default pg_current_xact_id(), scope int not null,
      word text not null, n int not null);`);
    this.addSql(`create index search_word_change_tx on search_word_change (tx);`);
    this.addSql(`create table search_word_flush (tx xid8 primary key);`);

    // The words of a text that may widen a typo: unaccented, lowercased, 3 to 40 characters, not only digits.
    this.addSql(`create function search_words_of(body text) returns text[] language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct w order by w), '{}') from unnest(tsvector_to_array(to_tsvector('purlwise_simple', body))) w
      where length(w) between 3 and 40 and w !~ '^[0-9]+$' $$;`);
    // Stages +1 per word of the new documents and -1 per word of the old ones, and asks for a flush at commit.
    this.addSql(`create function search_words_stage(scopes int[], words text[], counts int[]) returns void language plpgsql as $$
      begin
        if coalesce(array_length(words, 1), 0) = 0 then return; end if;
        insert into search_word_change (scope, word, n)
          select s, w, sum(n) from unnest(scopes, words, counts) t(s, w, n) group by s, w having sum(n) <> 0;
        insert into search_word_flush (tx) values (pg_current_xact_id()) on conflict do nothing;
      end $$;`);
    this.addSql(`create function search_words_flush() returns trigger language plpgsql as $$
      declare gone_scopes int[]; gone_words text[];
      begin
        delete from search_word_flush where tx = new.tx;
        with mine as (delete from search_word_change where tx = new.tx returning scope, word, n),
        delta as (select scope, word, sum(n)::int as n from mine group by scope, word having sum(n) <> 0),
        counted as (
          insert into search_word (scope, word, documents) select scope, word, n from delta order by scope, word
          on conflict (scope, word) do update set documents = search_word.documents + excluded.documents
          returning scope, word, documents)
        select array_agg(scope), array_agg(word) into gone_scopes, gone_words from counted where documents <= 0;
        delete from search_word s using unnest(gone_scopes, gone_words) g(scope, word)
          where s.scope = g.scope and s.word = g.word and s.documents <= 0;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger search_words_flush after insert on search_word_flush
      deferrable initially deferred for each row execute function search_words_flush();`);

    this.addSql(`create or replace function search_refresh(ids int[]) returns void language plpgsql as $$
      declare v_scopes int[]; v_words text[]; v_counts int[];
      begin
        -- The documents' rows first: a concurrent refresh of the same item waits here, then counts from what it saved.
        perform 1 from search_document where item_id = any(ids) order by item_id for update;
        with docs as (
          select k.id, k.owner_id, k.type, k.visibility,
            search_vector(k.name, 'A') || search_vector(concat_ws(' ', k.producer, k.content, array_to_string(k.tags, ' ')), 'B')
              || search_vector(concat_ws(' ', k.made_in, c.descriptions, u.username), 'C') || search_vector(k.notes, 'D') as document,
            search_words_of(concat_ws(' ', k.name, k.producer, k.content, array_to_string(k.tags, ' '), k.made_in, c.descriptions, k.notes)) as words
          from knit_item k join app_user u on u.id = k.owner_id
          left join lateral (select string_agg(concat_ws(' ', co.text_description, co.code_description), ' ') as descriptions
            from colour co where co.item_id = k.id) c on true
          where k.id = any(ids)
        ), old as (
          select d.item_id, d.owner_id, d.visibility, d.words from search_document d where d.item_id = any(ids)
        ), saved as (
          insert into search_document (item_id, owner_id, type, visibility, document, words)
          select id, owner_id, type, visibility, document, words from docs
          on conflict (item_id) do update set owner_id = excluded.owner_id, type = excluded.type,
            visibility = excluded.visibility, document = excluded.document, words = excluded.words
        ), delta as (
          select case when d.visibility = 'public' then 0 else d.owner_id end as scope, x.word, 1 as n from docs d, unnest(d.words) x(word)
          union all
          select case when o.visibility = 'public' then 0 else o.owner_id end, x.word, -1 from old o, unnest(o.words) x(word)
        )
        select array_agg(delta.scope), array_agg(delta.word), array_agg(delta.n) into v_scopes, v_words, v_counts from delta;
        perform search_words_stage(v_scopes, v_words, v_counts);
      end $$;`);
    // Deleted documents (an item, or an account with its items): their words are counted out.
    this.addSql(`create function search_documents_deleted() returns trigger language plpgsql as $$
      declare v_scopes int[]; v_words text[]; v_counts int[];
      begin
        select array_agg(case when o.visibility = 'public' then 0 else o.owner_id end), array_agg(x.word), array_agg(-1)
          into v_scopes, v_words, v_counts from previous o, unnest(o.words) x(word);
        perform search_words_stage(v_scopes, v_words, v_counts);
        return null;
      end $$;`);
    this.addSql(statementTrigger('search_documents_deleted', 'delete', 'search_document', 'search_documents_deleted'));
    this.addSql(`select search_refresh(array(select id from knit_item));`);
  }
}
