# ctest script: runs lupdate over Felt's sources into a copy of one .ts file
# and fails when any message is unfinished (a text without its translation)
# or vanished/obsolete (a translation whose text is gone), i.e. when the
# committed file is not up to date with the code.
# -DLUPDATE=... -DPROJECT_GENERATOR=... -DPROJECT_IN=... -DTS_FILE=... -DWORK_DIR=...
# -DOPTIONS="opt;opt"
file(MAKE_DIRECTORY ${WORK_DIR})
get_filename_component(ts_name ${TS_FILE} NAME)
set(copy ${WORK_DIR}/${ts_name})
set(project_json ${WORK_DIR}/project.json)
execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${project_json}
                        -P ${PROJECT_GENERATOR}
                RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "could not write the lupdate project file")
endif()
file(COPY_FILE ${TS_FILE} ${copy})
execute_process(COMMAND ${LUPDATE} -project ${project_json} ${OPTIONS} -no-obsolete -ts ${copy}
                RESULT_VARIABLE failed OUTPUT_QUIET ERROR_QUIET)
if(failed)
    message(FATAL_ERROR "lupdate failed on ${TS_FILE}")
endif()
# -no-obsolete drops vanished entries, so compare the message counts as well.
file(READ ${TS_FILE} before)
file(READ ${copy} after)
string(REGEX MATCHALL "<message[ >]" old_messages "${before}")
string(REGEX MATCHALL "<message[ >]" new_messages "${after}")
list(LENGTH old_messages old_count)
list(LENGTH new_messages new_count)
string(REGEX MATCHALL "<source>[^<]*</source>[ \n\r\t]*(<[a-z]+[^>]*>[^<]*</[a-z]+>[ \n\r\t]*)*<translation type=\"unfinished\"" unfinished "${after}")
string(REGEX MATCHALL "type=\"(vanished|obsolete)\"" vanished "${before}")
set(problems "")
foreach(entry ${unfinished})
    string(REGEX REPLACE "^<source>([^<]*)</source>.*" "\\1" text "${entry}")
    string(APPEND problems "\n  not translated: ${text}")
endforeach()
if(vanished)
    string(APPEND problems "\n  the file keeps translations of texts that are gone")
endif()
if(NOT old_count EQUAL new_count)
    string(APPEND problems "\n  ${old_count} messages in the file, ${new_count} in the code")
endif()
if(problems)
    message(FATAL_ERROR "${TS_FILE} is out of date (cmake --build build --target "
                        "felt_ui_lupdate, then translate):${problems}")
endif()
message(STATUS "${ts_name}: ${new_count} messages, all translated")
