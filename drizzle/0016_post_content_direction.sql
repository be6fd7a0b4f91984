-- English posts started from the Arabic dashboard were saved with every line right-to-left and
-- right-aligned (the empty Arabic post's line format, carried from line to line). A line of an
-- English post keeps "direction": "rtl" only when its text has a letter of a right-to-left script;
-- otherwise the direction goes, and "align": "right" with it. The same rule as mendLineDirections()
-- in src/lib/delta/direction.ts (tested equal on the same documents); applied to the posts, their
-- revisions and the autosaved forms, then the function is dropped.
-- As a Delta joins what it is given: two texts of the same format are one insert.
CREATE FUNCTION asas_push_insert(ops jsonb, op jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE
AS $$
DECLARE
  last jsonb := ops -> -1;
BEGIN
  IF last IS NOT NULL AND jsonb_typeof(last -> 'insert') = 'string' AND jsonb_typeof(op -> 'insert') = 'string'
    AND coalesce(last -> 'attributes', '{}'::jsonb) = coalesce(op -> 'attributes', '{}'::jsonb) THEN
    RETURN jsonb_set(ops, ARRAY[(jsonb_array_length(ops) - 1)::text, 'insert'],
      to_jsonb((last ->> 'insert') || (op ->> 'insert')));
  END IF;
  RETURN ops || jsonb_build_array(op);
END;
$$;--> statement-breakpoint
CREATE FUNCTION asas_mend_line_directions(content jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE
AS $$
DECLARE
  op jsonb;
  result jsonb := '[]'::jsonb;
  line text := '';
  breaks text;
  attributes jsonb;
  kept jsonb;
  changed boolean := false;
BEGIN
  IF content IS NULL OR jsonb_typeof(content) <> 'object' OR jsonb_typeof(content -> 'ops') IS DISTINCT FROM 'array' THEN
    RETURN content;
  END IF;
  FOR op IN SELECT value FROM jsonb_array_elements(content -> 'ops') LOOP
    IF jsonb_typeof(op) <> 'object' OR NOT op ? 'insert' THEN
      RETURN content;
    END IF;
    IF jsonb_typeof(op -> 'insert') = 'string' AND (op ->> 'insert') ~ '^\n+$' THEN
      breaks := op ->> 'insert';
      attributes := op -> 'attributes';
      FOR n IN 1..length(breaks) LOOP
        kept := attributes;
        IF attributes ->> 'direction' = 'rtl'
          AND NOT (CASE WHEN n = 1 THEN line ELSE '' END) ~ '[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]' THEN
          kept := attributes - 'direction';
          IF attributes ->> 'align' = 'right' THEN
            kept := kept - 'align';
          END IF;
          IF kept = '{}'::jsonb THEN
            kept := NULL;
          END IF;
          changed := true;
        END IF;
        result := asas_push_insert(result, CASE WHEN kept IS NULL THEN jsonb_build_object('insert', E'\n')
          ELSE jsonb_build_object('insert', E'\n', 'attributes', kept) END);
      END LOOP;
      line := '';
    ELSE
      result := asas_push_insert(result, op);
      IF jsonb_typeof(op -> 'insert') = 'string' THEN
        IF strpos(op ->> 'insert', E'\n') > 0 THEN
          line := regexp_replace(op ->> 'insert', '^.*\n', '');
        ELSE
          line := line || (op ->> 'insert');
        END IF;
      END IF;
    END IF;
  END LOOP;
  IF NOT changed THEN
    RETURN content;
  END IF;
  RETURN jsonb_set(content, '{ops}', result);
END;
$$;--> statement-breakpoint
UPDATE "posts" SET "content" = asas_mend_line_directions("content")
WHERE "locale" = 'en' AND "content" IS DISTINCT FROM asas_mend_line_directions("content");--> statement-breakpoint
UPDATE "post_revisions" SET "content" = asas_mend_line_directions("content")
WHERE "locale" = 'en' AND "content" IS DISTINCT FROM asas_mend_line_directions("content");--> statement-breakpoint
UPDATE "post_autosaves" SET "form" = jsonb_set("form", '{content}', asas_mend_line_directions("form" -> 'content'))
WHERE "form" ->> 'locale' = 'en' AND jsonb_typeof("form" -> 'content') = 'object'
  AND "form" -> 'content' IS DISTINCT FROM asas_mend_line_directions("form" -> 'content');--> statement-breakpoint
DROP FUNCTION asas_mend_line_directions(jsonb);--> statement-breakpoint
DROP FUNCTION asas_push_insert(jsonb, jsonb);
