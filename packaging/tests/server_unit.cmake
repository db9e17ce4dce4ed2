# Checks felt-server.service with systemd-analyze verify, its ExecStart
# pointed at the felt-server just built (verify wants the program to exist).
# Usage: cmake -DUNIT=<unit> -DSERVER=<felt-server> -DANALYZE=<systemd-analyze> -DSCRATCH=<dir> -P server_unit.cmake
file(READ ${UNIT} unit)
string(REPLACE "/usr/bin/felt-server" "${SERVER}" unit "${unit}")
file(MAKE_DIRECTORY ${SCRATCH})
file(WRITE ${SCRATCH}/felt-server.service "${unit}")
execute_process(COMMAND ${ANALYZE} verify --man=no ${SCRATCH}/felt-server.service
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
file(REMOVE_RECURSE ${SCRATCH})
if(NOT status EQUAL 0 OR NOT out STREQUAL "")
    message(FATAL_ERROR "systemd-analyze verify: ${out}")
endif()
message("felt-server.service verifies")
