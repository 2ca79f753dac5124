# Sourced by the CLI test scripts in this folder: check DESCRIPTION COMMAND... runs the command,
# prints "ok: DESCRIPTION" or "FAILED: DESCRIPTION", and sets fail=1 on failure; `finish NAME`
# prints the summary line and exits with the scripts' status (0 = every check passed).
fail=0
check() {
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; fail=1; fi
}
finish() {
  if [ $fail = 0 ]; then echo "$1: all checks passed"; fi
  exit $fail
}
